import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { errorMessage } from '../../../lib/apollo/errors';
import { toast } from '../../../lib/toast';
import { ORDER } from './orders.documents';

/** One own order by id; `order` is null when missing or foreign (product §13: a load failure is toasted). */
export function useOrder(id: string | undefined) {
  const result = useQuery(ORDER, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const { error } = result;
  useEffect(() => {
    if (error) toast.error(errorMessage(error, 'Không thể tải thông tin đơn hàng'));
  }, [error]);
  return {
    order: result.data?.order ?? null,
    loading: result.loading && !result.data,
    error: error && !result.data ? error : undefined,
    refetch: () => void result.refetch(),
  };
}
