import type { AccountDashboardData } from '../../client/pages/user-dashboard-page';
import type { PageLoader } from './page-loader';
import { loadDashboard } from './user-loader';

export const userDashboardLoader: PageLoader<AccountDashboardData> = loadDashboard;
