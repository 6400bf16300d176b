/**
 * The Cognito user pool and the SPA's app client. Sign-in by e-mail (the username is the e-mail), self sign-up
 * with e-mail verification, `custom:role` readable by the client but writable only through the admin API (the
 * auth and users services set it with AdminUpdateUserAttributes), so nobody can sign up as an admin.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  StringAttribute,
  UserPool,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';
import { SHOP_NAME } from '../../../shared/constants/app-shell.js';
import { PASSWORD_POLICY } from '../../../shared/constants/auth.js';

/** Attribute name without the `custom:` prefix. */
export const ROLE_ATTRIBUTE = 'role';

export interface UserDirectoryProps {
  stage: string;
  /** Send Cognito's e-mails through SES with this verified sender (context sesFromEmail, docs/infra.md). */
  ses?: { fromEmail: string; fromName: string; region?: string; configurationSet?: string };
}

export class UserDirectory extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;

  constructor(scope: Construct, id: string, props: UserDirectoryProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `pitahaya-${props.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: `${SHOP_NAME}: tu código de verificación`,
        emailBody: `Tu código de verificación de ${SHOP_NAME} es {####}`,
      },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      customAttributes: {
        [ROLE_ATTRIBUTE]: new StringAttribute({ minLen: 1, maxLen: 32, mutable: true }),
      },
      passwordPolicy: {
        minLength: PASSWORD_POLICY.minLength,
        requireLowercase: PASSWORD_POLICY.requireLowercase,
        requireUppercase: PASSWORD_POLICY.requireUppercase,
        requireDigits: PASSWORD_POLICY.requireDigits,
        requireSymbols: PASSWORD_POLICY.requireSymbols,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Cognito's own sender allows about 50 e-mails a day: production sets a verified SES sender.
      email: props.ses
        ? UserPoolEmail.withSES({
            fromEmail: props.ses.fromEmail,
            fromName: props.ses.fromName,
            ...(props.ses.region ? { sesRegion: props.ses.region } : {}),
            ...(props.ses.configurationSet ? { configurationSet: props.ses.configurationSet } : {}),
          })
        : UserPoolEmail.withCognito(),
      deletionProtection: true,
      mfa: Mfa.OFF,
      featurePlan: FeaturePlan.ESSENTIALS,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.client = this.userPool.addClient('WebClient', {
      userPoolClientName: `pitahaya-${props.stage}-web`,
      generateSecret: false,
      // The SPA signs in through /oauth/auth/* (USER_PASSWORD_AUTH); no hosted UI, no OAuth redirects.
      authFlows: { userPassword: true },
      disableOAuth: true,
      enableTokenRevocation: true,
      // Login and forgot-password do not reveal whether an account exists (no user enumeration).
      preventUserExistenceErrors: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes: new ClientAttributes()
        .withStandardAttributes({ email: true, emailVerified: true, fullname: true })
        .withCustomAttributes(ROLE_ATTRIBUTE),
      // Only the name (APP_CLIENT_WRITE_ATTRIBUTES): no custom:role (only the admin API sets the role) and no
      // e-mail (a user could otherwise switch to an unverified address; admins change it with the admin API).
      writeAttributes: new ClientAttributes().withStandardAttributes({ fullname: true }),
    });
  }
}
