// Security → Signed-in devices: every live device of the account (this one marked), a sign-out per
// other device and "Sign out everywhere else". Both need the network: offline they are refused.
import { useState } from 'react';
import { isFailure } from '../../api/client';
import type { Device, DevicesReply } from '../../api/security-contract';
import { showToast } from '../../app/toast-host';
import { ACCOUNT_SECURITY_MESSAGES } from '../../domain/account/account-security';
import { deviceLabel } from '../../domain/account/user-agent';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { isOnline, replyProblem } from './profile-api';
import { formatWhen, securityApi } from './security-api';
import type { SettingsResource } from './use-settings-resource';
import forms from './account-forms.module.css';
import styles from './security-tab.module.css';

const OFFLINE = ACCOUNT_SECURITY_MESSAGES.offlineRefused;

interface DevicesCardProps {
  resource: SettingsResource<DevicesReply>;
  devices: readonly Device[];
  /** A device was signed out: the activity list has a new event. */
  onChanged: () => void;
}

export function DevicesCard({ resource, devices, onChanged }: DevicesCardProps) {
  const [busy, setBusy] = useState<number | 'others' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const others = devices.filter((device) => !device.current);

  async function run(
    which: number | 'others',
    call: () => ReturnType<typeof securityApi.revokeOtherDevices>,
    keep: (device: Device) => boolean,
  ) {
    if (!isOnline()) return setError(OFFLINE);
    setBusy(which);
    setError(null);
    const reply = await call();
    setBusy(null);
    if (isFailure(reply)) return setError(replyProblem(reply, OFFLINE));
    resource.replace({ success: true, devices: devices.filter(keep) });
    void showToast((toast) => toast.success(reply.message));
    onChanged();
  }

  return (
    <Card aria-labelledby="security-devices-title" data-testid="security-devices">
      <div className={styles.cardHead}>
        <div>
          <h2 className={styles.title} id="security-devices-title">
            Signed-in devices
          </h2>
          <p className={styles.lead}>
            Every browser signed in to your account. Sign out any you do not recognise.
          </p>
        </div>
        <Button
          variant="secondary"
          size="sm"
          disabled={others.length === 0 || busy !== null}
          aria-busy={busy === 'others'}
          onClick={() =>
            void run(
              'others',
              () => securityApi.revokeOtherDevices(),
              (d) => d.current,
            )
          }
          data-testid="security-revoke-others"
        >
          Sign out everywhere else
        </Button>
      </div>
      {error && (
        <p className={forms.error} role="alert" data-testid="security-devices-error">
          {error}
        </p>
      )}
      <ul className={styles.list} aria-label="Signed-in devices">
        {devices.map((device) => (
          <li
            key={device.id}
            className={styles.item}
            data-testid={`security-device-${device.id}`}
            data-current={device.current || undefined}
          >
            <div className={styles.itemMain}>
              <p className={styles.itemTitle}>
                {deviceLabel(device)}
                {device.current && (
                  <Badge tone="accent" data-testid="security-device-current">
                    This device
                  </Badge>
                )}
              </p>
              <p className={styles.itemMeta}>
                Signed in {formatWhen(device.created_at)}
                {device.last_used_at && ` · last used ${formatWhen(device.last_used_at)}`}
                {` · expires ${formatWhen(device.expires_at)}`}
              </p>
            </div>
            {!device.current && (
              <Button
                variant="ghost"
                size="sm"
                disabled={busy !== null}
                aria-busy={busy === device.id}
                aria-label={`Sign out ${deviceLabel(device)}`}
                onClick={() =>
                  void run(
                    device.id,
                    () => securityApi.revokeDevice(device.id),
                    (d) => d.id !== device.id,
                  )
                }
                data-testid={`security-device-revoke-${device.id}`}
              >
                Sign out
              </Button>
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
