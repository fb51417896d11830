package plan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"

	"tableside/tracker"
	"tableside/tracker/valor/labyrinth"
)

// decode reads one JSON document into v, a pointer, strictly: unknown and
// repeated fields are refused, a field without omitempty or omitzero must
// be present, numbers meant as whole numbers must be whole. Every error
// names its field ("map.regions[2][3].walls.north"), so that a player can
// find it in the file.
func decode(data []byte, v any) error {
	raw, err := tracker.JSONDocument(data)
	if err != nil {
		return err
	}
	return decodeValue(raw, reflect.ValueOf(v).Elem(), "")
}

// decodeInput reads a plan's document into in as decode does, beside the
// "procedure" field that Run reads first.
func decodeInput[In any](data []byte, in *In) error {
	raw, err := tracker.JSONDocument(data)
	if err != nil {
		return err
	}
	return decodeObject(bytes.TrimSpace(raw), reflect.ValueOf(in).Elem(), "", field{name: "procedure", optional: true})
}

func at(path, problem string, args ...any) error {
	return &labyrinth.FieldError{Field: path, Problem: fmt.Sprintf(problem, args...)}
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

var unmarshaler = reflect.TypeFor[json.Unmarshaler]()

func decodeValue(raw json.RawMessage, v reflect.Value, path string) error {
	raw = bytes.TrimSpace(raw)
	if string(raw) == "null" {
		switch v.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
			v.SetZero()
			return nil
		}
		return at(path, "must not be null; want %s", describe(v.Type()))
	}
	if v.Kind() == reflect.Pointer {
		n := reflect.New(v.Type().Elem())
		if err := decodeValue(raw, n.Elem(), path); err != nil {
			return err
		}
		v.Set(n)
		return nil
	}
	if v.CanAddr() && v.Addr().Type().Implements(unmarshaler) {
		if err := v.Addr().Interface().(json.Unmarshaler).UnmarshalJSON(raw); err != nil {
			return at(path, "%s", err.Error())
		}
		return nil
	}
	switch v.Kind() {
	case reflect.Struct:
		return decodeObject(raw, v, path)
	case reflect.Slice, reflect.Array:
		var items []json.RawMessage
		if raw[0] != '[' || json.Unmarshal(raw, &items) != nil {
			return at(path, "want %s", describe(v.Type()))
		}
		if v.Kind() == reflect.Array && len(items) != v.Len() {
			return at(path, "want exactly %d entries, not %d", v.Len(), len(items))
		}
		if v.Kind() == reflect.Slice {
			v.Set(reflect.MakeSlice(v.Type(), len(items), len(items)))
		}
		for i, it := range items {
			if err := decodeValue(it, v.Index(i), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
		return nil
	case reflect.String:
		var s string
		if raw[0] != '"' || json.Unmarshal(raw, &s) != nil {
			return at(path, "want a string")
		}
		v.SetString(s)
		return nil
	case reflect.Bool:
		switch string(raw) {
		case "true", "false":
			v.SetBool(string(raw) == "true")
			return nil
		}
		return at(path, "want true or false")
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(string(raw), 10, v.Type().Bits())
		if err != nil {
			return at(path, "want a whole number")
		}
		v.SetInt(n)
		return nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(string(raw), 10, v.Type().Bits())
		if err != nil {
			return at(path, "want a whole number of 0 or more")
		}
		v.SetUint(n)
		return nil
	}
	return at(path, "cannot be read (a %s)", v.Type())
}

// field is one JSON field of a struct, embedded structs flattened as
// encoding/json does. A field with no index is read by someone else and
// only accepted here.
type field struct {
	name     string
	index    []int
	optional bool
}

func fields(t reflect.Type) []field {
	var out []field
	for i := range t.NumField() {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" || !f.IsExported() && !f.Anonymous {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		if f.Anonymous && name == "" && f.Type.Kind() == reflect.Struct {
			for _, sub := range fields(f.Type) {
				sub.index = append([]int{i}, sub.index...)
				out = append(out, sub)
			}
			continue
		}
		if name == "" {
			name = f.Name
		}
		optional := strings.Contains(","+opts+",", ",omitempty,") || strings.Contains(","+opts+",", ",omitzero,")
		out = append(out, field{name: name, index: []int{i}, optional: optional})
	}
	return out
}

func decodeObject(raw json.RawMessage, v reflect.Value, path string, others ...field) error {
	if raw[0] != '{' {
		if path == "" {
			return at(path, "the file must hold one JSON object {...}")
		}
		return at(path, "want an object")
	}
	fs := append(fields(v.Type()), others...)
	dec := json.NewDecoder(bytes.NewReader(raw))
	if _, err := dec.Token(); err != nil {
		return at(path, "want an object")
	}
	seen := map[string]bool{}
	for dec.More() {
		tok, err := dec.Token()
		if err != nil {
			return at(path, "not a valid object")
		}
		key, _ := tok.(string)
		var val json.RawMessage
		if err := dec.Decode(&val); err != nil {
			return at(join(path, key), "not valid JSON")
		}
		var f *field
		for i := range fs {
			if fs[i].name == key {
				f = &fs[i]
			}
		}
		if f == nil {
			names := make([]string, len(fs))
			for i, x := range fs {
				names[i] = x.name
			}
			return at(join(path, key), "unknown field; want one of %s", strings.Join(names, ", "))
		}
		if seen[key] {
			return at(join(path, key), "given twice")
		}
		seen[key] = true
		if f.index == nil {
			continue
		}
		if err := decodeValue(val, v.FieldByIndex(f.index), join(path, key)); err != nil {
			return err
		}
	}
	for _, f := range fs {
		if !f.optional && !seen[f.name] {
			return at(join(path, f.name), "missing")
		}
	}
	return nil
}

// describe names what a type looks like in JSON, for messages.
func describe(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Struct:
		return "an object"
	case reflect.Slice:
		return "a list"
	case reflect.Array:
		return fmt.Sprintf("a list of %d", t.Len())
	case reflect.String:
		return "a string"
	case reflect.Bool:
		return "true or false"
	case reflect.Pointer:
		return describe(t.Elem())
	}
	return "a number"
}
