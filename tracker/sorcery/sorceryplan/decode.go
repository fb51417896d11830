package sorceryplan

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"tableside/tracker"
	"tableside/tracker/sorcery"
)

// decode reads one JSON document into v, a pointer, strictly: an unknown
// field or a value of the wrong type is refused with the field named as
// the file spells it ("enemies[1].wounds"). Fields left out keep their
// zero value; the state's Check then says what is missing.
func decode(data []byte, v any) error {
	raw, err := tracker.JSONDocument(data)
	if err != nil {
		return err
	}
	if err := walk(raw, reflect.TypeOf(v).Elem(), ""); err != nil {
		return err
	}
	return json.Unmarshal(raw, v)
}

func at(path, problem string, args ...any) error {
	return &sorcery.FieldError{Field: path, Problem: fmt.Sprintf(problem, args...)}
}

// walk checks raw against t: objects hold only t's fields, lists are
// lists, and every plain value has t's type.
func walk(raw json.RawMessage, t reflect.Type, path string) error {
	raw = bytes.TrimSpace(raw)
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if string(raw) == "null" {
		return nil
	}
	switch t.Kind() {
	case reflect.Struct:
		keys, vals, ok := members(raw)
		if !ok {
			return at(path, "want an object {...}")
		}
		fields := map[string]reflect.Type{}
		fieldsOf(t, fields)
		for i, k := range keys {
			ft, ok := fields[k]
			switch {
			case !ok:
				return at(join(path, k), "unknown field")
			case slices.Contains(keys[:i], k):
				return at(join(path, k), "given twice")
			}
			if err := walk(vals[i], ft, join(path, k)); err != nil {
				return err
			}
		}
	case reflect.Slice:
		var a []json.RawMessage
		if json.Unmarshal(raw, &a) != nil {
			return at(path, "want a list [...]")
		}
		for i, x := range a {
			if err := walk(x, t.Elem(), fmt.Sprintf("%s[%d]", path, i)); err != nil {
				return err
			}
		}
	default:
		if json.Unmarshal(raw, reflect.New(t).Interface()) != nil {
			return at(path, "want %s", describe(t))
		}
	}
	return nil
}

// members are an object's keys and values in the file's order, repeats
// kept; ok is false when raw is not an object.
func members(raw json.RawMessage) (keys []string, vals []json.RawMessage, ok bool) {
	dec := json.NewDecoder(bytes.NewReader(raw))
	if tok, err := dec.Token(); err != nil || tok != json.Delim('{') {
		return nil, nil, false
	}
	for dec.More() {
		tok, err := dec.Token()
		k, isKey := tok.(string)
		var v json.RawMessage
		if err != nil || !isKey || dec.Decode(&v) != nil {
			return nil, nil, false
		}
		keys, vals = append(keys, k), append(vals, v)
	}
	return keys, vals, true
}

// fieldsOf lists t's JSON fields by name, embedded structs' included.
func fieldsOf(t reflect.Type, into map[string]reflect.Type) {
	for i := range t.NumField() {
		f := t.Field(i)
		name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
		switch {
		case name == "-" || !f.IsExported():
		case f.Anonymous && name == "":
			fieldsOf(f.Type, into)
		case name == "":
			into[f.Name] = f.Type
		default:
			into[name] = f.Type
		}
	}
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

func describe(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int64, reflect.Uint64:
		return "a whole number"
	case reflect.String:
		return "text in quotes"
	case reflect.Bool:
		return "true or false"
	}
	return "a " + t.String()
}
