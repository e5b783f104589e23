// Settings → Security: signed-in devices, change password, passkeys, recent activity and
// "Download my data". Devices and activity load when the tab first opens (security cache: 1 min).
import type { DevicesReply, SecurityEventsReply } from '../../api/security-contract';
import { SETTINGS_CACHE_POLICIES } from '../../domain/offline/cache-freshness';
import { PasskeysSection } from './passkeys-section';
import { DEVICES_PATH, EVENTS_PATH } from './security-api';
import { DataCard } from './security-data';
import { DevicesCard } from './security-devices';
import { EventsCard } from './security-events';
import { ChangePasswordCard } from './security-password';
import { SettingsResourceGate } from './settings-resource-gate';
import { useSettingsResource } from './use-settings-resource';
import styles from './security-tab.module.css';

const MAX_AGE_MS = SETTINGS_CACHE_POLICIES.security.maxAgeMs;

export function SecurityTab() {
  const devices = useSettingsResource<DevicesReply>(DEVICES_PATH, 'security-devices', MAX_AGE_MS);
  const events = useSettingsResource<SecurityEventsReply>(
    EVENTS_PATH,
    'security-events',
    MAX_AGE_MS,
  );
  // A change here adds an event: the activity list asks the server again.
  const refreshEvents = events.reload;
  const afterPasswordChange = () => {
    const current = devices.data?.devices.filter((device) => device.current);
    if (current) devices.replace({ success: true, devices: current });
    refreshEvents();
  };

  return (
    <div className={styles.stack} data-testid="security-tab">
      <SettingsResourceGate resource={devices} name="security-devices">
        {(reply) => (
          <DevicesCard resource={devices} devices={reply.devices} onChanged={refreshEvents} />
        )}
      </SettingsResourceGate>
      <ChangePasswordCard onChanged={afterPasswordChange} />
      <PasskeysSection />
      <SettingsResourceGate resource={events} name="security-events">
        {(reply) => <EventsCard first={reply} />}
      </SettingsResourceGate>
      <DataCard />
    </div>
  );
}
