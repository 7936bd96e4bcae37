import { useState, type ComponentType } from 'react';

interface TextControl {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A text control held as a screen's store holds it: each change is kept and shown, and reported to the
 * story's spy (`onChange`). The stories' args give only the first value.
 */
export function heldValue<P extends TextControl>(Control: ComponentType<P>): ComponentType<P> {
  return function HeldValue(props: P) {
    const [value, setValue] = useState(props.value);
    const held = {
      ...props,
      value,
      onChange: (next: string) => {
        setValue(next);
        props.onChange(next);
      },
    };
    return <Control {...held} />;
  };
}
