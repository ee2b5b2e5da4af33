import type { Socket } from 'socket.io-client';
import { getAccessToken } from '../auth/token';

/** Window event on every (re)connection of the hub's socket: screens that joined a presence join it again. */
export const REALTIME_CONNECTED_EVENT = 'qis:realtime-connected';

let current: Socket | null = null;

/** The signed-in user's hub socket, once connectRealtime made it (presence is joined and heard on it). */
export const realtimeSocket = (): Socket | null => current;

/** Spec §7: the realtime hub's path. */
export const HUB_PATH = '/qis/signalr-hubs/chat';

export interface HubMessage {
  Module: number | string;
  /** The message as a JSON string. */
  Content: string;
}

export interface RealtimeHandlers {
  onMessage(message: HubMessage): void;
  onError(): void;
}

/**
 * Connects to the hub with the access token, introduces the user (InitInUser) on every (re)connection and hands each
 * ReceiveMessage to the handler; reconnects with back-off. The client library is its own chunk, loaded after sign-in.
 * Returns the disconnect function.
 */
export async function connectRealtime(userId: string, handlers: RealtimeHandlers): Promise<() => void> {
  const { io } = await import('socket.io-client');
  let usedToken: string | null = null;
  const socket = io(window.location.origin, {
    path: HUB_PATH,
    auth: (send) => {
      usedToken = getAccessToken();
      send({ token: usedToken });
    },
    reconnectionDelay: 1000,
    reconnectionDelayMax: 30000,
  });
  // The hub closes a socket when its token expires or its session ends. A token renewed meanwhile (single sign-on
  // renews its short-lived tokens) connects again; an ended session stays disconnected.
  socket.on('disconnect', (reason) => {
    if (reason === 'io server disconnect' && getAccessToken() && getAccessToken() !== usedToken) socket.connect();
  });
  let reportedError = false;
  socket.on('connect', () => {
    reportedError = false;
    socket.emit('InitInUser', userId);
    window.dispatchEvent(new Event(REALTIME_CONNECTED_EVENT));
  });
  current = socket;
  socket.on('ReceiveMessage', (message: HubMessage) => handlers.onMessage(message));
  socket.on('connect_error', () => {
    // One error message per outage, not one per reconnection attempt.
    if (!reportedError) handlers.onError();
    reportedError = true;
  });
  return () => {
    if (current === socket) current = null;
    socket.disconnect();
  };
}

/** The text of a pushed message (Content is the message as JSON; its `content` is what the user reads). */
export function hubMessageText(message: HubMessage): string {
  try {
    const parsed = JSON.parse(message.Content) as { content?: unknown };
    return typeof parsed.content === 'string' ? parsed.content : message.Content;
  } catch {
    return message.Content;
  }
}
