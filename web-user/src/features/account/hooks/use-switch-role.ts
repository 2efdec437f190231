import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { updateRole } from '../api/update-role';

/**
 * "Switch Account Type": toggles the role here at once and tells the API, so the next login (on any device)
 * returns to it; then the dashboard of the new role.
 */
export function useSwitchRole() {
  const { switchRole } = useSession();
  const navigate = useNavigate();
  return useCallback(() => {
    const role = switchRole();
    void updateRole(role).catch(() => undefined);
    navigate(paths.app.dashboard);
  }, [switchRole, navigate]);
}
