/** Where the browser asks whether its visitor carries a session (the cookie is HttpOnly). */
export const VISITOR_STATE_PATH = "/api/visitor";

export interface VisitorState {
  isSignedIn: boolean;
  /** Unread in-app messages of a signed-in visitor; null when unknown. */
  unreadMessages: number | null;
}
