import authCatalogue from "@freight/ui/i18n/en/auth.json";

/** Labels of the account pages (sign in, sign up, restore password), from the shared text catalogue. */
export const authText = authCatalogue;
export const signInText = authText.signIn;
export const signUpText = authText.signUp;
export const restorePasswordText = authText.restorePassword;
