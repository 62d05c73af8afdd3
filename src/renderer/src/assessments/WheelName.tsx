import { type BaseTickContentProps, Text } from 'recharts';
import { NAME_LINE, NAME_SIZE, type WheelRoom } from './wheel-fit';

interface WheelNameProps {
  /** What recharts gives an axis tick: the area's name, its place around the wheel, where it goes. */
  tick: BaseTickContentProps;
  room: WheelRoom;
  label: (name: string, index: number) => string;
}

/** An area's name at its spoke, wrapped onto as many lines as the room there needs. */
export function WheelName({ tick, room, label }: WheelNameProps) {
  return (
    <Text
      x={Number(tick.x)}
      y={Number(tick.y)}
      textAnchor={tick.textAnchor}
      verticalAnchor={tick.verticalAnchor}
      // In style, with its unit: recharts measures the words in a span given this style.
      style={{ fontSize: `${NAME_SIZE}px` }}
      fill="currentColor"
      className="recharts-polar-angle-axis-tick-value"
      width={tick.textAnchor === 'middle' ? room.overWidth : room.sideWidth}
      lineHeight={NAME_LINE}
    >
      {label(String(tick.payload.value), tick.index)}
    </Text>
  );
}
