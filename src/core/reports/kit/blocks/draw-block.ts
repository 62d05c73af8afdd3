import { drawLineChart, lineChartHeight } from '../charts/line-chart';
import { drawRadarChart, radarChartHeight } from '../charts/radar-chart';
import type { Flow } from '../flow';
import type { Block } from '../model';
import { LINE_HEIGHT } from '../text/text-layout';
import { SIZE } from '../theme';
import { drawBullets } from './bullets';
import { drawHeading, headingHeight } from './heading';
import { drawKeyValues, keyValuesHeight } from './key-values';
import { drawParagraph } from './paragraph';
import { drawTable } from './table';

/** Draws `blocks[index]`; the blocks after it decide how much room a heading keeps below itself. */
export function drawBlock(flow: Flow, blocks: readonly Block[], index: number): void {
  const block = blocks[index]!;
  switch (block.kind) {
    case 'heading':
      return drawHeading(flow, block, leadHeight(flow, blocks, index + 1));
    case 'paragraph':
      return drawParagraph(flow, block);
    case 'keyValues':
      return drawKeyValues(flow, block);
    case 'table':
      return drawTable(flow, block);
    case 'bullets':
      return drawBullets(flow, block);
    case 'lineChart':
      return drawLineChart(flow, block);
    case 'radarChart':
      return drawRadarChart(flow, block);
    case 'pageBreak':
      return flow.newPage();
  }
}

/** Room the start of `blocks[index]` needs: whole charts, the first lines or rows of the rest. */
function leadHeight(flow: Flow, blocks: readonly Block[], index: number): number {
  const block = blocks[index];
  const twoLines = 2 * SIZE.body * LINE_HEIGHT;
  switch (block?.kind) {
    case undefined:
    case 'pageBreak':
      return 0;
    case 'heading':
      return headingHeight(flow, block) + leadHeight(flow, blocks, index + 1);
    case 'lineChart':
      return lineChartHeight(flow, block);
    case 'radarChart':
      return radarChartHeight(flow, block);
    case 'table':
      return 2 * twoLines;
    case 'keyValues': {
      // Facts about what a chart then shows (a goal's status and progress) stay on its page.
      const next = blocks[index + 1]?.kind;
      return keyValuesHeight(flow, block) + (next === 'lineChart' || next === 'radarChart' ? leadHeight(flow, blocks, index + 1) : 0);
    }
    default:
      return twoLines;
  }
}
