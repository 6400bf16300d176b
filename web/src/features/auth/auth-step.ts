import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/toast-context';
import { redirectParam } from '../../lib/session/redirect';

/**
 * What every step of an account (sign-up, confirmation, password recovery) starts from: the address it opened
 * at, navigation and toasts, the page to return to once signed in (`redirect`), and the e-mail the address
 * carries (`?email=`, '' without one).
 */
export function useAuthStep() {
  const location = useLocation();
  const navigate = useNavigate();
  const toast = useToast();
  const redirect = redirectParam(location);
  const emailParam = new URLSearchParams(location.search).get('email') ?? '';
  return { location, navigate, toast, redirect, emailParam };
}
