import { useEffect, useState } from 'react';

/** Tracks online/offline status (SPEC §2). Starts online on the server and before hydration. */
export function useOnline(): boolean {
  const [online, setOnline] = useState(true);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

export const OFFLINE_TEXT =
  'Nie masz połączenia z internetem. To, co wpiszesz, zostanie na stronie – dokończysz, gdy połączenie wróci.';

/** Tells a visitor who went offline, without touching the page under it (what they typed stays). */
export function OfflineNotice({ online }: { online: boolean }) {
  return (
    <div className="pz-offline" role="status" aria-live="polite">
      {online ? null : <p className="pz-offline__text">{OFFLINE_TEXT}</p>}
    </div>
  );
}

/** The notice that follows the connection by itself (the layout's island). */
export function OnlineNotice() {
  return <OfflineNotice online={useOnline()} />;
}
