import { Box, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChartFigureProps {
  /** One or two sentences saying what the chart shows, read out instead of the picture. */
  summary: string;
  /** The data behind the chart as a table for screen readers. */
  caption: string;
  columns: string[];
  rows: string[][];
  children: ReactNode;
}

/** A chart as an image with a spoken summary, and its numbers in a visually hidden table. */
export function ChartFigure({ summary, caption, columns, rows, children }: ChartFigureProps) {
  return (
    <Box component="figure" m={0}>
      <div role="img" aria-label={summary}>
        {children}
      </div>
      <VisuallyHidden>
        <table>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" dir="auto">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, i) => (
              <tr key={i}>
                {cells.map((cell, j) => (
                  <td key={j} dir="auto">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
