/**
 * The frame of every admin screen: the admin bar (a row of links on top on a phone and a tablet, a side column
 * on a desktop) reaching every admin area, and the screen itself.
 */
import { NavLink, Outlet } from 'react-router-dom';
import { ADMIN_AREAS } from './admin-areas';
import './admin.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'admin-bar__link is-active' : 'admin-bar__link';

export default function AdminLayout() {
  return (
    <div className="admin-layout">
      <nav className="admin-bar" aria-label="Administración">
        <p className="admin-bar__title" aria-hidden="true">
          Administración
        </p>
        <ul className="admin-bar__list">
          {ADMIN_AREAS.map((area) => (
            <li key={area.to}>
              <NavLink to={area.to} className={linkClass}>
                {area.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-layout__screen">
        <Outlet />
      </div>
    </div>
  );
}
