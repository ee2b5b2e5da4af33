import { isNewerPresence, type PresencePayload, type PresenceTarget, REALTIME_EVENTS } from '@qis/shared';
import { useEffect, useState } from 'react';
import { REALTIME_CONNECTED_EVENT, realtimeSocket } from '../../../shell/realtime/realtime';

export type PresentUser = PresencePayload['users'][number];

/**
 * Who has the project open: the screen joins the project's presence on the realtime hub (again after every
 * reconnection) and leaves it when it closes; the hub tells every screen present whenever someone joins or leaves.
 * Empty until the hub has answered (or while there is no connection).
 */
export function useProjectPresence(projectId: string): PresentUser[] {
  const [users, setUsers] = useState<PresentUser[]>([]);
  useEffect(() => {
    const target: PresenceTarget = { topic: 'fmea', id: projectId };
    let heldReadAt: number | undefined;
    const onPresence = (payload: PresencePayload) => {
      if (payload.topic !== target.topic || payload.id !== target.id || !isNewerPresence(payload, heldReadAt)) return;
      heldReadAt = payload.readAt;
      setUsers(payload.users);
    };
    let socket = realtimeSocket();
    const join = () => {
      const now = realtimeSocket();
      if (now !== socket) socket?.off(REALTIME_EVENTS.presence, onPresence);
      socket = now;
      if (!socket) return;
      socket.off(REALTIME_EVENTS.presence, onPresence);
      socket.on(REALTIME_EVENTS.presence, onPresence);
      if (socket.connected) socket.emit(REALTIME_EVENTS.joinPresence, target);
    };
    join();
    window.addEventListener(REALTIME_CONNECTED_EVENT, join);
    return () => {
      window.removeEventListener(REALTIME_CONNECTED_EVENT, join);
      socket?.off(REALTIME_EVENTS.presence, onPresence);
      if (socket?.connected) socket.emit(REALTIME_EVENTS.leavePresence, target);
    };
  }, [projectId]);
  return users;
}
