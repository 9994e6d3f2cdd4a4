/** Label key (login page) for the error parameter of a failed sign-in (auth-contract.md). */
export function signInErrorKey(
  error: string | null | undefined,
): 'captchaRequired' | 'tooManyAttempts' | 'invalidCredentials' | 'emailNotVerified' | 'signInFailed' {
  if (error === 'CaptchaRequired') return 'captchaRequired';
  if (error === 'TooManyAttempts') return 'tooManyAttempts';
  if (error === 'CredentialsSignin') return 'invalidCredentials';
  if (error === 'EmailNotVerified') return 'emailNotVerified';
  return 'signInFailed';
}
