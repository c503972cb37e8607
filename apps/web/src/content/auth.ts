/** Copy of the account pages. Accounts are not open yet, and the pages say so. */
const accountsNotice =
  "Online accounts are on their way. Until they open, dispatch books orders for you by phone or through the contact form.";

export const signInText = {
  title: "Sign in",
  metaDescription: "Sign in to the customer portal to book hub services and follow your orders.",
  notice: `${accountsNotice} You cannot sign in here yet.`,
  returnNotice: "You were sent here from the customer portal. Once accounts open, you will go straight back after signing in.",
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  contact: "Contact dispatch",
  signUp: "Create an account",
  restore: "Forgot your password?",
} as const;

export const signUpText = {
  title: "Create an account",
  metaDescription: "Open a FreightBox account to book hub services online and pay by card or ACH.",
  notice: `${accountsNotice} Sign-up will open here.`,
  company: "Company name",
  name: "Your name",
  email: "E-mail",
  phone: "Phone",
  password: "Password",
  submit: "Create account",
  contact: "Contact dispatch",
  haveAccount: "Already have an account? Sign in",
} as const;

export const restorePasswordText = {
  title: "Restore your password",
  metaDescription: "Get a code to set a new password for your FreightBox account.",
  notice: `${accountsNotice} Password recovery will open with them.`,
  email: "E-mail",
  submit: "Send a reset code",
  contact: "Contact dispatch",
  backToSignIn: "Back to sign in",
} as const;
