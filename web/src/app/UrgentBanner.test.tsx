import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../shared/contracts/notifications/entities.js';
import { jsonResponse, mockSession, renderRoutes, stubFetch } from '../test/utils';
import { UrgentBanner } from './UrgentBanner';

const urgent = (id: string, title: string): Notification => ({
  id,
  type: 'ERROR',
  priority: 'URGENT',
  status: 'ACTIVE',
  title,
  message: `Texto de ${title}`,
  createdAt: '2026-05-03T00:00:00.000Z',
  scope: 'global',
});

/** The summary answers these URGENT notices, newest first (as the service lists them). */
function renderBanner(notices: Notification[]) {
  stubFetch((url) =>
    url.startsWith('/v1/notifications/summary')
      ? jsonResponse({
          status: { code: 'SUCCESS', message: 'ok' },
          data: {
            summary: { totalCount: notices.length, unreadCount: 0, latestNotification: null, readAt: null },
            urgent: notices,
          },
        })
      : jsonResponse({}, 404),
  );
  return renderRoutes([{ path: '*', element: <UrgentBanner /> }], { session: mockSession() });
}

const bars = () => screen.queryAllByRole('region', { name: /^Aviso importante/ });

describe('UrgentBanner', () => {
  it('shows one bar, the newest, and the others behind "n avisos"', async () => {
    renderBanner([urgent('u3', 'Huelga'), urgent('u2', 'Canarias'), urgent('u1', 'Festivo')]);
    await screen.findByRole('region', { name: /Huelga$/ });
    expect(bars()).toHaveLength(1);
    const more = screen.getByRole('button', { name: 'Ver los 3 avisos' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveTextContent(/^3 avisos$/);

    await userEvent.click(more);
    expect(bars().map((bar) => bar.getAttribute('aria-labelledby'))).toEqual([
      'aviso-u3',
      'aviso-u2',
      'aviso-u1',
    ]);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(more);
    expect(bars()).toHaveLength(1);
  });

  it('brings the next notice when the shown one is closed, and drops the button when one is left', async () => {
    renderBanner([urgent('u2', 'Canarias'), urgent('u1', 'Festivo')]);
    const first = await screen.findByRole('region', { name: /Canarias$/ });
    await userEvent.click(within(first).getByRole('button', { name: 'Cerrar el aviso: Canarias' }));
    const next = await screen.findByRole('region', { name: /Festivo$/ });
    expect(bars()).toEqual([next]);
    expect(screen.queryByRole('button', { name: /avisos$/ })).toBeNull();
  });

  it('has no "n avisos" button for a single notice', async () => {
    renderBanner([urgent('u1', 'Festivo')]);
    await screen.findByRole('region', { name: /Festivo$/ });
    expect(screen.queryByRole('button', { name: /avisos$/ })).toBeNull();
  });
});
