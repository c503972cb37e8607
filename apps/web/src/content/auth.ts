/** Copy of the sign-in page. Accounts are not open yet, and the page says so. */
export const signInText = {
  title: "Sign in",
  metaDescription: "Sign in to the customer portal to book hub services and follow your orders.",
  notice:
    "Online accounts are on their way. Until they open, dispatch books orders for you by phone or through the contact form, and you cannot sign in here yet.",
  returnNotice: "You were sent here from the customer portal. Once accounts open, you will go straight back after signing in.",
  email: "E-mail",
  password: "Password",
  submit: "Sign in",
  contact: "Contact dispatch",
} as const;
