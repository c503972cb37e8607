/** Where the browser asks whether its visitor carries a session (the cookie is HttpOnly). */
export const VISITOR_STATE_PATH = "/api/visitor";

export interface VisitorState {
  isSignedIn: boolean;
}
