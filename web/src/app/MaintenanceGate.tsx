import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { isInMaintenance } from '../lib/maintenance';

/** Sends visitors to /maintenance when the maintenance check says so (today it never does). */
export function MaintenanceGate() {
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void isInMaintenance().then((maintenance) => {
      if (active && maintenance) void navigate('/maintenance', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [navigate]);
  return null;
}
