/**
 * A CloudFront Function on the API behaviours (viewer request) that writes the viewer's address into a header
 * of its own, overwriting whatever the client sent: the abuse limits count attempts per address
 * (services/lib/rate-limit.ts), and behind CloudFront the API's source address is CloudFront's, not the viewer's.
 */
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { VIEWER_ADDRESS_HEADER } from '../../../services/lib/rate-limit.js';

export const VIEWER_ADDRESS_FUNCTION_CODE = `function handler(event) {
  var request = event.request;
  request.headers['${VIEWER_ADDRESS_HEADER}'] = { value: event.viewer.ip };
  return request;
}`;

export function viewerAddressFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    comment: 'API requests: the viewer address in a header the client cannot set',
    code: FunctionCode.fromInline(VIEWER_ADDRESS_FUNCTION_CODE),
    runtime: FunctionRuntime.JS_2_0,
  });
}
