/**
 * A shipment's tracking as the customer and the farm read it: «Enviado con SEUR · número AB123456», a link that
 * opens the carrier's tracking page in a new tab when the carrier is known (shared/constants/carriers.ts), plain text for
 * «Otro».
 */
import { trackingText, trackingUrl, type ShipmentTracking } from '../../../shared/constants/carriers.js';
import './tracking-link.css';

export function TrackingLink({ tracking }: { tracking: ShipmentTracking }) {
  const url = trackingUrl(tracking);
  const label = trackingText(tracking);
  return (
    <p className="tracking-link" data-testid="tracking">
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {label} <span className="visually-hidden">(se abre en una pestaña nueva)</span>
        </a>
      ) : (
        <span>{label}</span>
      )}
    </p>
  );
}

/** The distinct trackings of some lines (lines shipped together share one), in line order. */
export function trackingsOf(lines: readonly { tracking?: ShipmentTracking }[]): ShipmentTracking[] {
  const seen = new Map<string, ShipmentTracking>();
  for (const { tracking } of lines)
    if (tracking) seen.set(`${tracking.carrier}|${tracking.number}`, tracking);
  return [...seen.values()];
}
