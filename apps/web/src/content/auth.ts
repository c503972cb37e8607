import { commonText } from "@freight/ui/i18n/common";

/** Labels of the account pages (sign in, sign up, restore password), from the `common` catalogue. */
export const authText = commonText.auth;
export const signInText = commonText.auth.signIn;
export const signUpText = commonText.auth.signUp;
export const restorePasswordText = commonText.auth.restorePassword;
