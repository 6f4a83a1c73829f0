/** The casino brand's sign-in (issue 13): the login dialog's content and what its host needs. */
export { LuckybearSignIn, type LuckybearSignInProps } from './LuckybearSignIn';
export { useLuckybearGoogleReturn } from './use-google-sign-in';
export { useLuckybearLoginConf } from './use-login-conf';
