import { roleMay } from '@course/contracts/console-access';
import { Space } from 'antd';
import { useStaff } from '../../app/session';
import { AlertsCard } from './alerts-card';

/** The console's home: alerts and site messages (every role that looks after classes). */
export function DashboardPage() {
  const staff = useStaff();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="console-dashboard">
      <AlertsCard canManageCamps={roleMay(staff.role, 'consoleCampList')} />
    </Space>
  );
}
