import type { ApolloServerPlugin, GraphQLRequestListener } from '@apollo/server';
import { GraphQLError, Kind, type FragmentDefinitionNode } from 'graphql';
import { limitError, measureOperation } from './limits';

/** More tokens than any document the shop sends (its largest has about 400): parsing stops there. */
export const MAX_TOKENS = 5000;
/** Values in all variables together; a product with 100 variants and 10 images needs about 1,000. */
export const MAX_VARIABLE_VALUES = 5000;
/** Errors in one answer: coercing a 10,000-item list of wrong values would otherwise give 10,000. */
export const MAX_ERRORS = 20;

/** Counts the values in a JSON value (with its own stack: depth is the caller's choice). */
export function countValues(value: unknown, stopAt: number): number {
  let count = 0;
  const stack: unknown[] = [value];
  while (stack.length && count <= stopAt) {
    const v = stack.pop();
    count++;
    if (Array.isArray(v)) stack.push(...v.slice(0, stopAt));
    else if (v && typeof v === 'object') stack.push(...Object.values(v).slice(0, stopAt));
  }
  return count;
}

const badRequest = (message: string, code: string) => new GraphQLError(message, { extensions: { code, status: 400, http: { status: 400 } } });

/**
 * Runs once the operation is known and before any planning or subgraph call: an ambiguous
 * document (several operations, no operationName) or an unknown operationName is a 400, and
 * the operation is measured with its variables against the limits of decision 0401. Validation
 * rules cannot do this: they never see the variables, and their result is cached per document.
 */
export function queryLimitsPlugin(options: { exempt?: (rootFields: string[]) => boolean } = {}): ApolloServerPlugin {
  return {
    async requestDidStart(): Promise<GraphQLRequestListener<object>> {
      return {
        async didResolveOperation({ document, operation, request, schema }) {
          // Before anything coerces them: every value of a huge list would become an error of its own.
          if (countValues(request.variables ?? {}, MAX_VARIABLE_VALUES) > MAX_VARIABLE_VALUES)
            throw badRequest('Dữ liệu gửi lên quá lớn', 'VARIABLES_TOO_LARGE');
          if (!operation) {
            const named = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION).length;
            if (request.operationName) throw badRequest(`Không có thao tác nào tên "${request.operationName}" trong truy vấn`, 'OPERATION_NOT_FOUND');
            throw badRequest(
              named > 1 ? 'Truy vấn có nhiều thao tác: hãy gửi kèm operationName để chọn một' : 'Truy vấn không có thao tác nào',
              'OPERATION_NAME_REQUIRED',
            );
          }
          // graphql 16 validation lets an operation type the schema lacks through; execution would 500.
          if (!schema.getRootType(operation.operation)) throw badRequest(`Không hỗ trợ thao tác ${operation.operation}`, 'OPERATION_NOT_SUPPORTED');
          const roots = operation.selectionSet.selections.map((s) => (s.kind === Kind.FIELD ? s.name.value : ''));
          if (options.exempt?.(roots)) return;
          // The variables as sent: coercing them here would build every error message twice, and
          // one that does not coerce is refused by execution with a 400 of its own anyway.
          const variables = request.variables ?? {};
          const fragments = document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION);
          const error = limitError(measureOperation(schema, fragments, operation, variables));
          if (error) throw error;
        },
        async willSendResponse({ response }) {
          const result = response.body.kind === 'single' ? response.body.singleResult : undefined;
          if (result?.errors && result.errors.length > MAX_ERRORS) result.errors = result.errors.slice(0, MAX_ERRORS);
        },
      };
    },
  };
}
