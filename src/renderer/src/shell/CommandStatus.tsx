/** Why a command from the menu or the keyboard did nothing: a polite status line, gone after a few seconds. */
import { useEffect } from 'react';
import { clearAnnouncement, useAnnouncement } from '../stores/uiStore';

const SHOWN_MS = 5000;

export function CommandStatus() {
  const announcement = useAnnouncement();
  useEffect(() => {
    if (!announcement) return;
    const timer = setTimeout(() => clearAnnouncement(announcement.seq), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [announcement]);
  return (
    <div className="command-status" role="status" data-testid="command-status">
      {announcement && <span className="command-status-text">{announcement.text}</span>}
    </div>
  );
}
