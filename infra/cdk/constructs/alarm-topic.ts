/**
 * The SNS topic the alarms notify, and its e-mail subscription when the `alarmEmail` context option is set
 * (config.ts; AWS e-mails a confirmation link first). One in the main stack and one in the edge stack (an
 * alarm notifies a topic of its own region; the WAF's metrics are in us-east-1). Publishers must use TLS;
 * CloudWatch may publish, for alarms of this account only. Not encrypted with KMS: nag-reasons.ts, alarmTopic.
 */
import { Stack } from 'aws-cdk-lib';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface AlarmTopicProps {
  stage: string;
  email?: string;
}

export class AlarmTopic extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: AlarmTopicProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Topic', {
      displayName: `Pitahaya ${props.stage} alarms`,
      enforceSSL: true,
    });
    const stack = Stack.of(this);
    this.topic.grantPublish(
      new ServicePrincipal('cloudwatch.amazonaws.com', {
        conditions: {
          ArnLike: {
            'aws:SourceArn': `arn:${stack.partition}:cloudwatch:${stack.region}:${stack.account}:alarm:*`,
          },
        },
      }),
    );
    if (props.email) this.topic.addSubscription(new EmailSubscription(props.email));
  }
}
