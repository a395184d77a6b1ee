import { FLASH_KEY } from './flash-key';
import type { NotificationType } from './notifications';

/**
 * Flash messages across a full reload (SPEC 9 persists flash messages): login and logout reload
 * the document so the shell shows the new auth state, and the message waits in sessionStorage.
 */
interface Flash {
  type: NotificationType;
  title: string;
}

export function setFlash(type: NotificationType, title: string): void {
  try {
    const list = JSON.parse(sessionStorage.getItem(FLASH_KEY) ?? '[]') as Flash[];
    list.push({ type, title });
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(list.slice(-4)));
  } catch {
    // Storage blocked: the message is lost, the action still happened.
  }
}

export function takeFlashes(): Flash[] {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (!raw) return [];
    sessionStorage.removeItem(FLASH_KEY);
    const list = JSON.parse(raw) as unknown;
    return Array.isArray(list) ? (list as Flash[]).filter((f) => typeof f?.title === 'string') : [];
  } catch {
    return [];
  }
}
