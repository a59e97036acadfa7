// With LATCH_CLOUD_WORKERS > 1 and LATCH_METRICS_PORT, the primary serves the metrics port: every worker's counters
// and gauges summed (prom-client's AggregatorRegistry asks each worker over the cluster's IPC channel).
import type { Server } from 'node:http'
import { AggregatorRegistry } from 'prom-client'
import { registry } from './metrics.ts'
import { listenMetrics } from './metricsRoutes.ts'

/** in a worker: answers the primary's requests for this worker's metrics */
export function offerWorkerMetrics(): void {
  new AggregatorRegistry()
  AggregatorRegistry.setRegistries([registry])
}

/** in the primary: the workers' metrics, summed, on `port` */
export function listenClusterMetrics(host: string, port: number): Promise<Server> {
  const aggregator = new AggregatorRegistry()
  return listenMetrics(host, port, async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  }))
}
