/**
 * The single DynamoDB table, built from TABLE_DESIGN (the same definition the local stack provisions), and the
 * table the functions use: that one, or after a point-in-time restore the restored table named by the context
 * (`-c tableName=... -c tableStreamArn=...`, docs/operations.md "Restore"); the stack's own table is kept.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AttributeType,
  BillingMode,
  ProjectionType,
  StreamViewType,
  Table,
  TableEncryption,
  type ITable,
} from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import {
  indexesOfDeployment,
  TABLE_DESIGN,
  type IndexProjection,
} from '../../../services/lib/data/table-design.js';

export interface DataTableProps {
  restored?: { tableName: string; streamArn: string };
  /**
   * An existing table being given the order lines' indexes, one per deployment (CloudFormation refuses two index
   * creations in one update): the first n of LINES1..LINES6 (docs/operations.md). Unset: every index.
   */
  lineIndexes?: number;
}

const projectionOf = (projection: IndexProjection) =>
  projection.type === 'INCLUDE'
    ? { projectionType: ProjectionType.INCLUDE, nonKeyAttributes: [...projection.attributes] }
    : { projectionType: ProjectionType[projection.type] };

export class DataTable extends Construct {
  /** The stack's own table. */
  readonly table: Table;
  /** The table the functions read and write: the stack's own, or the restored one. */
  readonly active: ITable;

  constructor(scope: Construct, id: string, props: DataTableProps = {}) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: TABLE_DESIGN.partitionKey, type: AttributeType.STRING },
      sortKey: { name: TABLE_DESIGN.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      encryption: TableEncryption.AWS_MANAGED,
      timeToLiveAttribute: TABLE_DESIGN.ttlAttribute,
      stream: StreamViewType[TABLE_DESIGN.streamViewType],
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    const indexes = indexesOfDeployment(props.lineIndexes);
    for (const index of indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        ...projectionOf(index.projection),
      });
    }
    this.active = props.restored
      ? Table.fromTableAttributes(this, 'Restored', {
          tableName: props.restored.tableName,
          tableStreamArn: props.restored.streamArn,
          globalIndexes: indexes.map((index) => index.indexName),
        })
      : this.table;
  }
}
