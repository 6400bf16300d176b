/** Test support of the /profile cards: a card shown on its own as the profile screen shows it. */
import { useState, type ComponentType } from 'react';
import type { UserProfile } from '../../../../shared/contracts/profile/entities.js';
import { renderScreen } from '../../test/utils';
import type { ProfileCardProps } from './EditableCard';

/** Renders `Card` for a signed-in consumer, holding the profile it saves as the profile screen does. */
export function renderProfileCard(Card: ComponentType<ProfileCardProps>, initial: UserProfile) {
  function Holder() {
    const [profile, setProfile] = useState(initial);
    return <Card profile={profile} onSaved={setProfile} />;
  }
  return renderScreen('/profile', <Holder />, { role: 'consumer' });
}
