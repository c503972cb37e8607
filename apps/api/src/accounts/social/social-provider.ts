/** The identity a provider vouches for. */
export interface SocialIdentity {
  subject: string;
  email: string;
  isEmailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** A social sign-in provider: checks a token the browser got from it and says who it names. */
export interface SocialProvider {
  /** Throws when the token is not valid for our client. */
  verify(token: string): Promise<SocialIdentity>;
}

export type SocialProviderName = "google" | "facebook" | "apple" | "linkedin";

/** The providers switched on by configuration; others answer 400. */
export type SocialProviders = Partial<Record<SocialProviderName, SocialProvider>>;
