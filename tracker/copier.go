package tracker

import (
	"fmt"
	"reflect"
	"strings"
)

// Copier is a deep copy of one type, planned once, that shares nothing
// with the original. It copies what the saved state holds: exported fields
// not marked json:"-", as a JSON round trip would, but by reflection and
// many times faster, so a game writes no copying code. That matters since
// the rules' queries answer "is this allowed now?" by trying the command
// on a copy (State.Apply), several times per drawing of a board.
//
// It works out once which parts share memory and need a copy of their own
// (pointers, slices, maps) and which can be moved whole, so a copy only
// moves values. A game plans one for its state with its table, built once
// and never changed after (JSONGame.Clone).
type Copier[T any] struct {
	copy copyFunc
}

// copyFunc sets dst, a settable value, to a copy of src. dst holds its
// zero value or src itself, moved whole with the struct around it; where
// src is nil, dst is nil then too.
type copyFunc func(dst, src reflect.Value) error

// NewCopier plans the copy of T.
func NewCopier[T any]() *Copier[T] {
	p := planner{plans: map[reflect.Type]*copyFunc{}}
	return &Copier[T]{copy: p.plan(reflect.TypeFor[T]())}
}

// Clone returns a deep copy of v. What a saved state cannot hold (a
// channel, a function) is refused, as JSON refuses it.
func (c *Copier[T]) Clone(v T) (T, error) {
	var out T
	if err := c.copy(reflect.ValueOf(&out).Elem(), reflect.ValueOf(v)); err != nil {
		return out, fmt.Errorf("copy %T: %w", v, err)
	}
	return out, nil
}

// planner builds copyFuncs; plans holds the ones begun, so a type that
// contains itself (through a pointer or a slice) refers to its own plan.
type planner struct {
	plans map[reflect.Type]*copyFunc
}

func (p planner) plan(t reflect.Type) copyFunc {
	if f, ok := p.plans[t]; ok {
		// Possibly still being built: call through the pointer.
		return func(dst, src reflect.Value) error { return (*f)(dst, src) }
	}
	f := new(copyFunc)
	p.plans[t] = f
	*f = p.build(t)
	return *f
}

func (p planner) build(t reflect.Type) copyFunc {
	if whole(t) {
		return func(dst, src reflect.Value) error { dst.Set(src); return nil }
	}
	switch t.Kind() {
	case reflect.Chan, reflect.Func, reflect.UnsafePointer, reflect.Complex64, reflect.Complex128:
		return func(_, src reflect.Value) error { return fmt.Errorf("a %s cannot be saved", src.Type()) }
	case reflect.Interface:
		// The value inside is known only when copying: plan its type
		// then. A saved state rarely holds one.
		return func(dst, src reflect.Value) error {
			if src.IsNil() {
				return nil
			}
			e := src.Elem()
			v := reflect.New(e.Type()).Elem()
			inner := planner{plans: map[reflect.Type]*copyFunc{}}
			if err := inner.plan(e.Type())(v, e); err != nil {
				return err
			}
			dst.Set(v)
			return nil
		}
	case reflect.Pointer:
		elem := p.plan(t.Elem())
		return func(dst, src reflect.Value) error {
			if src.IsNil() {
				return nil
			}
			v := reflect.New(t.Elem())
			if err := elem(v.Elem(), src.Elem()); err != nil {
				return err
			}
			dst.Set(v)
			return nil
		}
	case reflect.Struct:
		// The struct is moved whole first, then the fields that would
		// share memory get copies of their own and the fields a saved
		// state leaves out are cleared: one move beats a walk over
		// dozens of numbers and names. A struct with unexported fields is
		// copied field by field, as reflection may not clear those.
		type field struct {
			i    int
			copy copyFunc // nil: clear it
		}
		var fields []field
		move := true // reflection cannot clear an unexported field
		for i := range t.NumField() {
			move = move && t.Field(i).IsExported()
		}
		for i := range t.NumField() {
			switch f := t.Field(i); {
			case !saved(f):
				if move {
					fields = append(fields, field{i: i})
				}
			case !move || !whole(f.Type):
				fields = append(fields, field{i, p.plan(f.Type)})
			}
		}
		return func(dst, src reflect.Value) error {
			if move {
				dst.Set(src)
			}
			for _, f := range fields {
				d := dst.Field(f.i)
				if f.copy == nil {
					d.SetZero()
				} else if err := f.copy(d, src.Field(f.i)); err != nil {
					return err
				}
			}
			return nil
		}
	case reflect.Slice:
		elem, flat := p.plan(t.Elem()), whole(t.Elem())
		return func(dst, src reflect.Value) error {
			if src.IsNil() {
				return nil
			}
			s := reflect.MakeSlice(t, src.Len(), src.Len())
			if flat {
				reflect.Copy(s, src)
			} else if err := each(elem, s, src); err != nil {
				return err
			}
			dst.Set(s)
			return nil
		}
	case reflect.Array:
		elem := p.plan(t.Elem())
		return func(dst, src reflect.Value) error { return each(elem, dst, src) }
	case reflect.Map:
		elem := p.plan(t.Elem())
		return func(dst, src reflect.Value) error {
			if src.IsNil() {
				return nil
			}
			m := reflect.MakeMapWithSize(t, src.Len())
			for it := src.MapRange(); it.Next(); {
				v := reflect.New(t.Elem()).Elem()
				if err := elem(v, it.Value()); err != nil {
					return err
				}
				m.SetMapIndex(it.Key(), v)
			}
			dst.Set(m)
			return nil
		}
	}
	return func(dst, src reflect.Value) error { dst.Set(src); return nil }
}

// whole reports whether a value of t can be copied by assignment: it
// shares no memory (strings are immutable) and every field is saved, so a
// copy by assignment equals a copy field by field. No such type can
// contain itself, so the walk ends.
func whole(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Bool, reflect.String,
		reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr,
		reflect.Float32, reflect.Float64:
		return true
	case reflect.Array:
		return whole(t.Elem())
	case reflect.Struct:
		for i := range t.NumField() {
			if f := t.Field(i); !saved(f) || !whole(f.Type) {
				return false
			}
		}
		return true
	}
	return false
}

// saved reports whether a saved state holds the field: exported and not
// marked json:"-". A plain look at the tag: Tag.Get parses it.
func saved(f reflect.StructField) bool {
	return f.IsExported() && !strings.Contains(string(f.Tag), `json:"-"`)
}

// each copies src's elements into dst's, a slice or an array as long.
func each(elem copyFunc, dst, src reflect.Value) error {
	for i := range src.Len() {
		if err := elem(dst.Index(i), src.Index(i)); err != nil {
			return err
		}
	}
	return nil
}
