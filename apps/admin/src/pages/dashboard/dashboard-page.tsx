import { roleMay } from '@course/contracts/console-access';
import { Space } from 'antd';
import { useStaff } from '../../app/session';
import { AlertsCard } from './alerts-card';
import { FunnelCard } from './funnel-card';

/** The console's home: the channel funnel (operators, admins), alerts and site messages (also teachers). */
export function DashboardPage() {
  const staff = useStaff();
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }} data-testid="console-dashboard">
      {roleMay(staff.role, 'consoleFunnel') ? <FunnelCard /> : null}
      <AlertsCard canManageCamps={roleMay(staff.role, 'consoleCampList')} />
    </Space>
  );
}
