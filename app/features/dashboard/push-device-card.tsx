import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  type DeviceState,
  deviceState,
  PushDeviceError,
  turnOff,
  turnOn,
} from '../../shared/notify/push-device-browser';
import { DashboardCard } from './dashboard-card';
import card from './dashboard-card.module.css';

const SAYS: Record<DeviceState | 'checking', string> = {
  checking: 'Checking this device…',
  unsupported: 'This browser cannot show the site’s notifications.',
  blocked:
    'Notifications are blocked for this site in this browser. Allow them in the browser’s settings for the site, ' +
    'then reload this page.',
  off: 'Get a notification here when check-in opens at an event, and for whatever else you choose to get by push.',
  on: 'Notifications are on for this device.',
};

/**
 * Push notifications on the device the member is using: turn them on (the browser asks for permission) or off.
 * What comes by push is chosen per kind on the notification settings page.
 */
export function PushDeviceCard({ publicKey }: { publicKey: string }) {
  const [state, setState] = useState<DeviceState | 'checking'>('checking');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let current = true;
    deviceState(publicKey)
      .catch(() => 'off' as const)
      .then((found) => current && setState(found));
    return () => {
      current = false;
    };
  }, [publicKey]);

  const change = async (to: () => Promise<DeviceState>) => {
    setBusy(true);
    setProblem('');
    try {
      setState(await to());
    } catch (error) {
      setProblem(error instanceof PushDeviceError ? error.message : 'This browser refused. Try again in a minute.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <DashboardCard title="Notifications on this device">
      <p className={card.empty} role="status">
        {SAYS[state]}
      </p>
      {state === 'off' && (
        <button type="button" className={card.button} disabled={busy} onClick={() => change(() => turnOn(publicKey))}>
          {busy ? 'Turning on…' : 'Turn on notifications'}
        </button>
      )}
      {state === 'on' && (
        <button type="button" className={card.button} disabled={busy} onClick={() => change(turnOff)}>
          {busy ? 'Turning off…' : 'Turn off on this device'}
        </button>
      )}
      {problem && (
        <p className={card.problem} role="alert">
          {problem}
        </p>
      )}
      <p className={card.muted}>
        On an iPhone or iPad, first add this site to your Home Screen (Share, then Add to Home Screen) and open it from
        there: Safari cannot show notifications from a site in a tab.
      </p>
      <Link to="/notifications/settings" className={card.muted}>
        Choose what comes by push
      </Link>
    </DashboardCard>
  );
}
