package main

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestMakeFuzzRunsEveryTarget: `make fuzz` runs every fuzz target in the
// tree, and nothing that is not one. A new func Fuzz that is not added to
// the Makefile's list fails here, so the list cannot fall behind again.
func TestMakeFuzzRunsEveryTarget(t *testing.T) {
	mk, err := os.ReadFile("Makefile")
	if err != nil {
		t.Fatal(err)
	}
	run := regexp.MustCompile(`(?m)^\t\$\(GO\) test .*-fuzz='\^(Fuzz\w+)\$\$' .*\./(\S*?)/?$`)
	var listed []string
	for _, m := range run.FindAllStringSubmatch(string(mk), -1) {
		listed = append(listed, m[2]+" "+m[1])
	}

	decl := regexp.MustCompile(`(?m)^func (Fuzz\w+)\(\w+ \*testing\.F\)`)
	var found []string
	err = filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if path != "." && (strings.HasPrefix(d.Name(), ".") || d.Name() == "testdata" || d.Name() == "vendor") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		for _, m := range decl.FindAllStringSubmatch(string(src), -1) {
			found = append(found, filepath.ToSlash(filepath.Dir(path))+" "+m[1])
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(listed)
	slices.Sort(found)
	if len(found) == 0 {
		t.Fatal("no fuzz target found in the tree")
	}
	for _, f := range found {
		if !slices.Contains(listed, f) {
			t.Errorf("make fuzz does not run %s", f)
		}
	}
	for _, l := range listed {
		if !slices.Contains(found, l) {
			t.Errorf("make fuzz runs %s, which is not a fuzz target", l)
		}
	}
	if len(slices.Compact(slices.Clone(listed))) != len(listed) {
		t.Errorf("make fuzz runs a target twice: %v", listed)
	}
}
