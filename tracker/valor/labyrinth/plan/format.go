package plan

import (
	"bytes"
	"encoding/json"
)

// encode writes v as stable, readable JSON: objects one field a line,
// indented by two spaces; short lists with no object inside on one line
// ("path": [[3,0], [3,1]]). The same value always gives the same bytes.
func encode(v any) ([]byte, error) {
	b, err := marshal(v)
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	i := 0
	value(&out, b, &i, 0)
	out.WriteByte('\n')
	return out.Bytes(), nil
}

// marshal is v as compact JSON, with <, > and & left as they are.
func marshal(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return nil, err
	}
	return bytes.TrimSpace(buf.Bytes()), nil
}

// inlineWidth is the widest list kept on one line.
const inlineWidth = 72

func value(out *bytes.Buffer, b []byte, i *int, depth int) {
	switch b[*i] {
	case '{', '[':
		open, stop := b[*i], end(b, *i)
		closing := byte('}')
		if open == '[' {
			closing = ']'
		}
		span := b[*i:stop]
		if len(span) == 2 {
			out.Write(span)
			*i = stop
			return
		}
		if open == '[' && len(span) <= inlineWidth && bytes.IndexByte(span, '{') < 0 {
			inline(out, span)
			*i = stop
			return
		}
		out.WriteByte(open)
		*i++
		for {
			out.WriteByte('\n')
			indent(out, depth+1)
			if open == '{' {
				k := scalarEnd(b, *i)
				out.Write(b[*i:k])
				out.WriteString(": ")
				*i = k + 1 // the colon
			}
			value(out, b, i, depth+1)
			if b[*i] == ',' {
				out.WriteByte(',')
				*i++
				continue
			}
			break
		}
		out.WriteByte('\n')
		indent(out, depth)
		out.WriteByte(closing)
		*i++
	default:
		k := scalarEnd(b, *i)
		out.Write(b[*i:k])
		*i = k
	}
}

// inline writes a compact list with a space after each comma.
func inline(out *bytes.Buffer, span []byte) {
	for j := 0; j < len(span); j++ {
		c := span[j]
		if c == '"' {
			k := scalarEnd(span, j)
			out.Write(span[j:k])
			j = k - 1
			continue
		}
		out.WriteByte(c)
		if c == ',' {
			out.WriteByte(' ')
		}
	}
}

func indent(out *bytes.Buffer, depth int) {
	for range depth {
		out.WriteString("  ")
	}
}

// scalarEnd is the index just past the string or literal at i.
func scalarEnd(b []byte, i int) int {
	if b[i] == '"' {
		for j := i + 1; j < len(b); j++ {
			switch b[j] {
			case '\\':
				j++
			case '"':
				return j + 1
			}
		}
		return len(b)
	}
	j := i
	for j < len(b) && b[j] != ',' && b[j] != '}' && b[j] != ']' && b[j] != ':' {
		j++
	}
	return j
}

// end is the index just past the object or list that opens at i.
func end(b []byte, i int) int {
	depth := 0
	for j := i; j < len(b); j++ {
		switch b[j] {
		case '"':
			j = scalarEnd(b, j) - 1
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return len(b)
}
