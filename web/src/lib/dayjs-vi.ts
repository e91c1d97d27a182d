import dayjs from 'dayjs';
import 'dayjs/locale/vi';

// dayjs in Vietnamese, for the screens that show dates (account, admin). Not set in main.tsx: the
// storefront's first load shows no date and need not download it.
dayjs.locale('vi');

export default dayjs;
