import InsightsIcon from '@mui/icons-material/Insights';
import { Menu } from 'react-admin';

/** The resources, then the pages that are not resources. */
export function StaffMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      <Menu.Item to="/charts" primaryText="Charts" leftIcon={<InsightsIcon />} />
    </Menu>
  );
}
