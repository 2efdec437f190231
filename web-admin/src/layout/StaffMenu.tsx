import InsightsIcon from '@mui/icons-material/Insights';
import { Chip } from '@mui/material';
import { Menu, useGetResourceLabel, useResourceDefinitions } from 'react-admin';
import { filteredListPath } from '../dashboard/dashboard-queues';
import { useWaitingWork } from '../queues/waiting-work';

/**
 * The stock menu, with how many items wait beside each queue's list (which then opens on what waits), then the pages
 * that are not resources.
 */
export function StaffMenu() {
  const resources = useResourceDefinitions();
  const label = useGetResourceLabel();
  const work = useWaitingWork();
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.keys(resources)
        .filter((name) => resources[name]?.hasList)
        .map((name) => {
          const queue = work?.find((candidate) => candidate.resource === name);
          if (!queue?.count) return <Menu.ResourceItem key={name} name={name} />;
          return (
            <Menu.ResourceItem
              key={name}
              name={name}
              to={filteredListPath(name, queue.filter)}
              primaryText={
                <>
                  {label(name, 2)}{' '}
                  <Chip size="small" color="primary" label={queue.count} aria-label={`${queue.count} waiting`} />
                </>
              }
            />
          );
        })}
      <Menu.Item to="/charts" primaryText="Charts" leftIcon={<InsightsIcon />} />
    </Menu>
  );
}
