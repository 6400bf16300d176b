import { useState } from 'react';
import { NavLink } from 'react-router-dom';
import { AUTH_MESSAGES } from '../../../shared/messages/auth.js';
import { displayName } from '../lib/session/display-name';
import { useSession } from '../lib/session/session-context';
import { usePopover } from '../lib/use-popover';
import { ChevronDownIcon, UserIcon } from './icons';
import { accountLinks, navLinkClass } from './navigation';
import { useToast } from './toast/toast-context';

export const ACCOUNT_MENU_ID = 'menu-cuenta';

/**
 * The signed-in visitor's account menu in the header (name, account links, logout). It loads apart from the
 * shell (outside the first load, docs/performance.md) while the session is restored: a visitor never waits for it.
 */
export function AccountMenu({ onDone }: { onDone: () => void }) {
  const { user, role, logout } = useSession();
  const toast = useToast();
  // Open for one location only: any navigation, a press outside or Escape closes the menu.
  const {
    open,
    areaRef,
    buttonRef: toggleRef,
    toggle,
    close,
  } = usePopover<HTMLDivElement, HTMLButtonElement>();
  const [leaving, setLeaving] = useState(false);

  if (!user || !role) return null;

  const name = displayName(user);
  // The server revokes the session first, then the local one is cleared (docs/web-session.md): the button
  // says so meanwhile.
  const onLogout = async () => {
    setLeaving(true);
    try {
      await logout();
      toast.success(AUTH_MESSAGES.loggedOut);
    } finally {
      setLeaving(false);
      close();
      onDone();
    }
  };

  return (
    <div className="account account--user" ref={areaRef}>
      <button
        ref={toggleRef}
        type="button"
        className="account__toggle"
        aria-expanded={open}
        aria-controls={ACCOUNT_MENU_ID}
        title={name}
        onClick={toggle}
      >
        <UserIcon width={20} height={20} />
        <span className="account__toggle-name">{name}</span>
        <ChevronDownIcon width={18} height={18} className="account__chevron" />
      </button>
      <div id={ACCOUNT_MENU_ID} className={open ? 'account__menu is-open' : 'account__menu'}>
        <p className="account__name">
          <UserIcon width={20} height={20} />
          <span>{name}</span>
        </p>
        <ul className="account__links">
          {accountLinks(role).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={navLinkClass} onClick={onDone}>
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn--ghost btn--small account__logout"
          onClick={() => void onLogout()}
          disabled={leaving}
          aria-busy={leaving || undefined}
        >
          {leaving ? 'Cerrando sesión...' : 'Cerrar sesión'}
        </button>
      </div>
    </div>
  );
}
