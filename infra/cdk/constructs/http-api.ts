/**
 * The HTTP API: one route per entry of the shared route table, each integrated with the Lambda of its domain,
 * the Lambda authorizer on every route that may read the caller, a throttled and access-logged $default stage
 * (with the per-route throttles the contracts declare).
 *
 * The authorizer is a SIMPLE-response Lambda authorizer with NO identity source and NO API Gateway cache: it
 * always answers isAuthorized:true and hands its verdict (authenticated / anonymous / invalid / inactive, plus
 * sub, role, email) to the route in the context; the domain Lambda turns a bad verdict into the contract's
 * 401/403 JSON error envelope. API Gateway's own 401/403 bodies would break that envelope, and with a required
 * identity source API Gateway answers a bare 401 whenever the Authorization header is missing (which the
 * public routes with optional auth must accept). An empty identity source is only allowed with caching off, so
 * the authorizer caches inside itself (AUTHORIZER_CACHE_SECONDS).
 */
import { Duration } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
  type ThrottleSettings,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  DOMAINS,
  type Domain,
  needsAuthorizer,
  ROUTES,
  routeKey,
  type RouteDef,
} from '../../../shared/contracts/route-table.js';
import { pascal } from './service-functions.js';

/** One JSON line per request; HTTP API $context variables. */
const ACCESS_LOG_FIELDS = {
  requestId: '$context.requestId',
  ip: '$context.identity.sourceIp',
  requestTime: '$context.requestTime',
  httpMethod: '$context.httpMethod',
  routeKey: '$context.routeKey',
  path: '$context.path',
  status: '$context.status',
  protocol: '$context.protocol',
  responseLength: '$context.responseLength',
  responseLatency: '$context.responseLatency',
  integrationLatency: '$context.integrationLatency',
  integrationError: '$context.integrationErrorMessage',
  authorizerError: '$context.authorizer.error',
};

export interface PitahayaHttpApiProps {
  stage: string;
  functions: Record<Domain, IFunction>;
  authorizerFunction: IFunction;
  /** The stage's default; a route may declare a tighter one in its contract entry (`throttle`). */
  throttle: ThrottleSettings;
}

export class PitahayaHttpApi extends Construct {
  readonly api: HttpApi;
  readonly stage: HttpStage;
  readonly authorizer: HttpLambdaAuthorizer;
  readonly routes: Map<string, HttpRoute> = new Map();

  constructor(scope: Construct, id: string, props: PitahayaHttpApiProps) {
    super(scope, id);
    this.api = new HttpApi(this, 'Api', {
      apiName: `pitahaya-${props.stage}`,
      description: 'Pitahaya Marketplace: /oauth and /v1 (served through CloudFront)',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      throttle: props.throttle,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(JSON.stringify(ACCESS_LOG_FIELDS)),
      },
    });

    // Per-route throttles, as the contracts declare them (the L2 stage only sets the default route settings).
    const throttled = ROUTES.flatMap(({ throttle, ...route }) =>
      throttle
        ? [
            [
              routeKey(route),
              // CfnStage.routeSettings is passed through as is: CloudFormation's own property names.
              { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
            ] as const,
          ]
        : [],
    );
    if (throttled.length > 0) {
      (this.stage.node.defaultChild as CfnStage).routeSettings = Object.fromEntries(throttled);
    }

    this.authorizer = new HttpLambdaAuthorizer('Authorizer', props.authorizerFunction, {
      authorizerName: `pitahaya-${props.stage}-authorizer`,
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      identitySource: [],
      resultsCacheTtl: Duration.seconds(0),
    });

    const integrations = new Map<Domain, HttpLambdaIntegration>(
      DOMAINS.map((domain) => [
        domain,
        // One invoke permission per function for the whole API instead of one per route.
        new HttpLambdaIntegration(`${pascal(domain)}Integration`, props.functions[domain], {
          scopePermissionToRoute: false,
        }),
      ]),
    );

    for (const route of ROUTES) {
      const integration = integrations.get(route.domain);
      if (!integration) throw new Error(`No function for domain ${route.domain}`);
      this.routes.set(route.id, this.addRoute(route, integration));
    }
  }

  private addRoute(route: RouteDef, integration: HttpLambdaIntegration): HttpRoute {
    return new HttpRoute(this, `Route-${route.id}`, {
      httpApi: this.api,
      routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
      integration,
      ...(needsAuthorizer(route) ? { authorizer: this.authorizer } : {}),
    });
  }
}
