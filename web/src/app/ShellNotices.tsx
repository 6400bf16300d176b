/**
 * The notices of the layout (session ended, cart merge) in one chunk of their own, loaded after the first paint:
 * both read state (the session's error, the cart's merge notes), so one that arrives before them still shows.
 */
import { CartNotices } from './CartNotices';
import { SessionNotices } from './SessionNotices';

export default function ShellNotices() {
  return (
    <>
      <SessionNotices />
      <CartNotices />
    </>
  );
}
