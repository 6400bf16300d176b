import { useId } from 'react';
import { useProducers } from './use-producers';
import { userName } from './user-view';

interface ProducerSelectProps {
  value: string;
  /** The filter in force (kept as an option even when the list of producers does not hold it). */
  current: string;
  onChange: (producerId: string) => void;
}

/**
 * The farm filter of the admin lists: every producer (GET /v1/users, read once for the screen that lists them
 * too), or "Todas las fincas".
 */
export function ProducerSelect({ value, current, onChange }: ProducerSelectProps) {
  const id = useId();
  const { producers, failed } = useProducers();
  const known = producers.some((user) => user.id === current);
  return (
    <div className="field">
      <label htmlFor={id}>Finca</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={failed ? `${id}-hint` : undefined}
      >
        <option value="">Todas las fincas</option>
        {current && !known ? <option value={current}>Finca seleccionada</option> : null}
        {producers.map((user) => (
          <option key={user.id} value={user.id}>
            {userName(user)}
          </option>
        ))}
      </select>
      {failed ? (
        <span id={`${id}-hint`} className="admin-sub">
          No se pudo cargar la lista de fincas.
        </span>
      ) : null}
    </div>
  );
}
