/**
 * The WAF web ACL in front of CloudFront (scope CLOUDFRONT, so it lives in us-east-1: see edge-stack.ts):
 *   1. rate-auth   per client address, at most `authRateLimit` requests to /oauth/auth/ in 5 minutes -> 429
 *   2. rate-all    per client address, at most `rateLimit` requests of any kind in 5 minutes        -> 429
 *   3. AWS managed: Amazon IP reputation list, the common rule set (SizeRestrictions_BODY only counted: the
 *      API's own limit is 64 KB and the contact form's message may exceed the rule's 8 KB) and known bad inputs.
 * Blocked rate answers carry the API's error envelope with the original API's message, so the SPA shows it as is.
 */
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';
import { errorEnvelope } from '../../../shared/contracts/http.js';
import { GENERIC_MESSAGES } from '../../../shared/messages/generic.js';

export interface WebAclProps {
  stage: string;
  /** Requests per client address in 5 minutes, all paths. */
  rateLimit: number;
  /** Requests per client address in 5 minutes to the account calls (/oauth/auth/). */
  authRateLimit: number;
}

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const tooMany: CfnWebACL.RuleActionProperty = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rate-limited' } },
};

const managed = (priority: number, name: string, overrides: string[] = []): CfnWebACL.RuleProperty => ({
  name: `aws-${name}`,
  priority,
  overrideAction: { none: {} },
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name,
      ...(overrides.length > 0
        ? { ruleActionOverrides: overrides.map((rule) => ({ name: rule, actionToUse: { count: {} } })) }
        : {}),
    },
  },
  visibilityConfig: visibility(`pitahaya-${name}`),
});

export class WebAcl extends Construct {
  readonly acl: CfnWebACL;

  constructor(scope: Construct, id: string, props: WebAclProps) {
    super(scope, id);
    this.acl = new CfnWebACL(this, 'Acl', {
      name: `pitahaya-${props.stage}`,
      description: 'Pitahaya Marketplace: rate limits per address and AWS managed rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`pitahaya-${props.stage}`),
      customResponseBodies: {
        'rate-limited': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify(errorEnvelope('RATE_LIMITED', GENERIC_MESSAGES.rateLimited)),
        },
      },
      rules: [
        {
          name: 'rate-auth',
          priority: 0,
          action: tooMany,
          statement: {
            rateBasedStatement: {
              limit: props.authRateLimit,
              aggregateKeyType: 'IP',
              evaluationWindowSec: 300,
              scopeDownStatement: {
                byteMatchStatement: {
                  searchString: '/oauth/auth/',
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
                },
              },
            },
          },
          visibilityConfig: visibility('pitahaya-rate-auth'),
        },
        {
          name: 'rate-all',
          priority: 1,
          action: tooMany,
          statement: {
            rateBasedStatement: { limit: props.rateLimit, aggregateKeyType: 'IP', evaluationWindowSec: 300 },
          },
          visibilityConfig: visibility('pitahaya-rate-all'),
        },
        managed(2, 'AWSManagedRulesAmazonIpReputationList'),
        managed(3, 'AWSManagedRulesCommonRuleSet', ['SizeRestrictions_BODY']),
        managed(4, 'AWSManagedRulesKnownBadInputsRuleSet'),
      ],
    });
  }

  get arn(): string {
    return this.acl.attrArn;
  }
}
