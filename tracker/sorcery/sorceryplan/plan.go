// Package sorceryplan runs the Sword & Sorcery procedures of package sorcery
// without a window: `tableside plan FILE.json` with "game": "sorcery" in
// the file reads the table and what the table tells, and prints the plan
// as JSON. The formats are documented in docs/sorcery-plan.md, whose
// examples are tests.
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

// Game is the "game" field's value that selects this package.
const Game = "sorcery"

// proc is one plan the command knows: its name in the file, and the
// engine's call that plans it.
type proc struct {
	name string
	plan func(doc []byte) (any, error)
}

// procedures are the plans the command knows, in the Round's order.
func procedures() []proc {
	return []proc{
		{"time_phase", planner((*sorcery.State).PlanTimePhase)},
		{"souls", planner((*sorcery.State).PlanSouls)},
		{"enemy_turn", planner((*sorcery.State).PlanEnemyTurn)},
		{"activation", planner((*sorcery.State).Activate)},
		{"minions", planner((*sorcery.State).PlanMinionTurn)},
		{"spawn", planner((*sorcery.State).PlanSpawn)},
	}
}

// Procedures lists the plans the command knows.
func Procedures() []string {
	var names []string
	for _, p := range procedures() {
		names = append(names, p.name)
	}
	return names
}

// Planner is this package as `tableside plan` runs it: for a file whose
// "game" is Game.
func Planner() tracker.Planner {
	return tracker.Planner{Title: "Sword & Sorcery", File: Game, Procedures: Procedures(), Run: Run, Doc: "docs/sorcery-plan.md"}
}

// file is the input: the table's state, with "game", "procedure" and the
// procedure's "input" beside its fields.
type file[I any] struct {
	Game      string `json:"game"`
	Procedure string `json:"procedure,omitempty"`
	Input     I      `json:"input"`
	sorcery.State
}

// output is what is printed: the plan under the procedure's name.
type output struct {
	Game      string `json:"game"`
	Procedure string `json:"procedure"`
	Plan      any    `json:"plan"`
}

// Run plans one document. procedure may be empty, and then the document's
// "procedure" field says which; when both are given they must agree. The
// output is the same bytes for the same input.
func Run(procedure string, doc []byte) ([]byte, error) {
	var head struct {
		Procedure json.RawMessage `json:"procedure"`
	}
	if err := decodeHead(doc, &head); err != nil {
		return nil, err
	}
	procedure, err := tracker.PlanProcedure(procedure, head.Procedure, Procedures())
	if err != nil {
		return nil, err
	}
	procs := procedures()
	plan, err := procs[slices.IndexFunc(procs, func(p proc) bool { return p.name == procedure })].plan(doc)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(output{Game: Game, Procedure: procedure, Plan: plan}); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// planner is the procedure that plans with do, its input an I.
func planner[I, P any](do func(*sorcery.State, I) (P, error)) func(doc []byte) (any, error) {
	return func(doc []byte) (any, error) { return run(doc, do) }
}

// run reads the file for a procedure with input I, checks the table and
// plans. A refusal is what the table told that the rules cannot use: it
// is put under "input".
func run[I, P any](doc []byte, do func(*sorcery.State, I) (P, error)) (P, error) {
	var zero P
	var f file[I]
	if err := decode(doc, &f); err != nil {
		return zero, err
	}
	if f.Game != Game {
		return zero, at("game", "want %q", Game)
	}
	if err := f.State.Check(); err != nil {
		return zero, err
	}
	p, err := do(&f.State, f.Input)
	if tracker.IsRefusal(err) {
		return zero, at("input", "%s", err.Error())
	}
	return p, err
}

// decodeHead reads the fields every file has, leniently: the full,
// strict read comes with the procedure's types.
func decodeHead(doc []byte, v any) error {
	raw, err := tracker.JSONDocument(doc)
	if err != nil {
		return err
	}
	if !bytes.HasPrefix(bytes.TrimSpace(raw), []byte("{")) {
		return &sorcery.FieldError{Problem: "the file must hold one JSON object {...}"}
	}
	if err := json.Unmarshal(raw, v); err != nil {
		return at("procedure", "want one of %s", tracker.Quoted(Procedures()))
	}
	return nil
}

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
// lists, and every plain value has t's type. null is an empty list or
// map, or an optional part left out; for a value that cannot be null
// (a number, a name, an object) it is refused, as the Labyrinth's reader
// refuses it, rather than read quietly as 0 or "".
func walk(raw json.RawMessage, t reflect.Type, path string) error {
	raw = bytes.TrimSpace(raw)
	if string(raw) == "null" {
		switch t.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
			return nil
		}
		return at(path, "must not be null; want %s", describe(t))
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Struct:
		keys, vals, ok := members(raw)
		if !ok {
			return at(path, "want %s", describe(t))
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
			return at(path, "want %s", describe(t))
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

// describe names what a value of type t looks like in the file, for
// messages.
func describe(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number"
	case reflect.String:
		return "text in quotes"
	case reflect.Bool:
		return "true or false"
	case reflect.Struct, reflect.Map:
		return "an object {...}"
	case reflect.Slice:
		return "a list [...]"
	case reflect.Pointer:
		return describe(t.Elem())
	}
	return "a " + t.String()
}
